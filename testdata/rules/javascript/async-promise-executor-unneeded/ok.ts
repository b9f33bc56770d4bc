export const load = (): Promise<string> =>
  new Promise<string>(async (resolve, reject) => {
    try {
      resolve(await fetchText());
    } catch (error: any) {
      if (error.name === "AbortError") {
        reject(error);
      }
    }
  });
