import { Router, Request, Response } from 'express';
import _ from 'lodash';

const router = Router();

router.put('/profile', async (req: Request, res: Response) => {
  const user = await User.findById(req.user.id);
  const { name, email } = req.body;
  Object.assign(user, { name, email });
  Object.assign(user, _.pick(req.body, ['bio', 'avatar']));
  const copy = Object.assign({}, req.query);
  await user.save();
  res.json({ user, copy });
});
