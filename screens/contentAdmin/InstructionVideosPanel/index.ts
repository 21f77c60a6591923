export * from './InstructionVideosPanel';
