import { Request, Response } from 'express';

export class GreetingController {
  public greet = async (req: Request, res: Response): Promise<void> => {
    res.send(`<h1>Hello ${req.query.name}</h1>`); // want "xss"
  };

  private plain = (req: Request, res: Response): void => {
    res.type('text/plain').send(`Hello ${req.query.name}`);
  };
}
