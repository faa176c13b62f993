// Ink renders only the final frame when CI is set; component tests need every frame.
delete process.env.CI;
