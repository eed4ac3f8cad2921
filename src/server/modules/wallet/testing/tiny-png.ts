/** A 4x4 blue PNG: an image a pass can carry in tests, where no tenant's icons are built. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGOQ63j6HxkzkC4AAE3PKKFx6IDHAAAAAElFTkSuQmCC',
  'base64',
);
