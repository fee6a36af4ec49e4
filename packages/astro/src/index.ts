// The astrology engine: filled in by the engine issue.
export {};
