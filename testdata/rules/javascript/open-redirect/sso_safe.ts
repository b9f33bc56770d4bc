import { Router } from 'express';
const router = Router();
router.get('/sso/callback', (req, res) => {
  const state = JSON.parse(Buffer.from(String(req.query.state), 'base64').toString());
  const target = typeof state.returnUrl === 'string' && state.returnUrl.startsWith('/') && !state.returnUrl.startsWith('//') ? state.returnUrl : '/';
  res.redirect(target);
});
export default router;
