import { Router } from 'express';
const router = Router();
router.get('/sso/callback', (req, res) => {
  const state = JSON.parse(Buffer.from(String(req.query.state), 'base64').toString());
  res.redirect(state.returnUrl); // want "open-redirect: .*req.query.state"
});
export default router;
