export const canvasToBlob = async (canvas: Promise<HTMLCanvasElement>): Promise<Blob> => {
  return new Promise(async (resolve, reject) => { // want "javascript/async-promise-executor-unneeded"
    try {
      const c = await canvas;
      c.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("empty"))));
    } catch (error: any) {
      reject(error);
    }
  });
};
