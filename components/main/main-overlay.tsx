// The overlays of the main screen, each taking the keyboard while it is open: help, details and
// the transcript line, forms of the protocol's actions, composing a move, the prompt preview, a
// seat's menu, the budgets, the outcome, export.
import type { SessionController } from '../../src/session/session-controller.js';
import type { ActionCommand } from '../../src/protocols/types.js';
import { type Binding, keyOf, type MainCommand } from '../keys/bindings.js';
import type { Theme } from '../theme.js';
import { DocumentViewer } from '../widgets/document-viewer.js';
import { ActionForm } from './action-form.js';
import { BudgetForm } from './budget-form.js';
import { Compose } from './compose.js';
import { legendLines } from './legend.js';
import { OutcomeView } from './outcome-view.js';
import { ExportOverlay, HelpOverlay } from './overlays.js';
import { PromptPreview } from './prompt-preview.js';
import { SeatMenu } from './seat-menu.js';

export type Overlay =
  | { kind: 'help' }
  | { kind: 'export' }
  | { kind: 'outcome' }
  | { kind: 'budget' }
  | { kind: 'seat'; seat: string }
  | { kind: 'detail'; title: string; text: string; format?: 'plain' | 'markdown' }
  | { kind: 'form'; title: string; commands?: ActionCommand[]; item?: string }
  | { kind: 'compose' }
  | { kind: 'preview' };

export interface MainOverlayProps {
  overlay: Overlay;
  controller: SessionController;
  /** The main screen's bindings, whose keys messages name. */
  bindings: readonly Binding<MainCommand>[];
  /** The bindings whose keys do something now, which help lists. */
  offered: readonly Binding<MainCommand>[];
  height: number;
  /** The columns the overlay has. */
  width: number;
  theme: Theme;
  agentKinds: string[];
  cwd: string;
  describe: (id: string) => string;
  formActions: (commands: ActionCommand[] | undefined, item?: string) => ReturnType<SessionController['actions']>;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
  onMessage: (text: string) => void;
}

export function MainOverlay({
  overlay: o,
  controller,
  bindings,
  offered,
  height,
  width,
  theme,
  agentKinds,
  cwd,
  describe,
  formActions,
  onClose,
  onDirty,
  onMessage,
}: MainOverlayProps) {
  const snapshot = controller.snapshot();
  const keyFor = (command: MainCommand) => keyOf(command, bindings);
  const exportTo = (format: 'md' | 'json') => controller.exportTo(format, `${cwd}/${snapshot.id}.${format}`);
  switch (o.kind) {
    case 'help':
      return (
        <HelpOverlay theme={theme} height={height} width={width} bindings={offered} onClose={onClose} legend={legendLines(snapshot.view)} />
      );
    case 'export':
      return <ExportOverlay theme={theme} onClose={onClose} onExport={exportTo} />;
    case 'outcome':
      return <OutcomeView controller={controller} height={height} width={width} theme={theme} onClose={onClose} onExport={exportTo} />;
    case 'budget':
      return <BudgetForm snapshot={snapshot} theme={theme} onSave={(b) => controller.setBudgets(b)} onClose={onClose} onDirty={onDirty} />;
    case 'seat':
      return (
        <SeatMenu
          seat={o.seat}
          snapshot={snapshot}
          agentKinds={agentKinds}
          theme={theme}
          onRetry={() => void controller.step()}
          onReseat={async (spec) => {
            const result = await controller.reseat(o.seat, spec);
            if (result.ok)
              onMessage(
                spec === 'human'
                  ? `you hold the ${o.seat} seat now: ${keyFor('round.step')}, then ${keyFor('compose')} to compose its move`
                  : `the ${o.seat} seat has another agent: ${keyFor('round.step')} runs it`,
              );
            return result;
          }}
          onClose={onClose}
          onDirty={onDirty}
        />
      );
    case 'detail':
      return (
        <DocumentViewer
          title={o.title}
          text={o.text}
          format={o.format ?? 'plain'}
          width={width}
          height={height}
          theme={theme}
          onClose={onClose}
        />
      );
    case 'form':
      return (
        <ActionForm
          title={o.title}
          actions={formActions(o.commands, o.item)}
          {...(o.item ? { presetItem: o.item } : {})}
          theme={theme}
          describe={describe}
          onSubmit={(kind, input) => controller.act(kind, input)}
          onClose={onClose}
          onDirty={onDirty}
        />
      );
    case 'compose': {
      const { plan } = snapshot;
      if (plan.kind !== 'await-human')
        return (
          <DocumentViewer
            title="Nothing to compose"
            text="No seat of yours is waiting for a move."
            format="plain"
            width={width}
            height={6}
            theme={theme}
            onClose={onClose}
          />
        );
      return (
        <Compose
          seat={plan.seat}
          prompt={plan.prompt.full}
          actions={plan.actions}
          height={height}
          width={width}
          theme={theme}
          describe={describe}
          compose={(drafts) => controller.composeAnswer(plan.seat, drafts)}
          send={(text) => controller.move(plan.seat, text)}
          kept={controller.drafts.of(plan.seat)}
          onKeep={(drafts) => controller.drafts.keep(plan.seat, drafts)}
          onClose={onClose}
          onDirty={onDirty}
        />
      );
    }
    case 'preview':
      return <PromptPreview controller={controller} height={height} width={width} theme={theme} onClose={onClose} onDirty={onDirty} />;
  }
}
