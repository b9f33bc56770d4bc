const knex = require('knex')({ client: 'pg' });

module.exports = function register(app) {
  app.get('/items', async (req, res) => {
    const rows = await knex.raw(`select * from items where owner = '${req.query.owner}'`); // want "sql-injection"
    const safe = await knex.raw('select * from items where owner = ?', [req.query.owner]);
    const built = await knex('items').whereRaw('owner = ?', [req.query.owner]);
    res.json({ rows, safe, built });
  });
};
