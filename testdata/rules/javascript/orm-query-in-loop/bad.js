const { Op } = require("sequelize");
const { User, Comment } = require("../models");

async function commentsWithAuthors(req, res) {
  const comments = await Comment.findAll({ where: { postId: req.params.id } });
  const rows = [];
  for (let i = 0; i < comments.length; i++) {
    const author = await User.findByPk(comments[i].userId); // want "javascript/orm-query-in-loop"
    rows.push({ text: comments[i].text, author: author.name });
  }
  res.json(rows);
}

async function tagCounts(tags) {
  const counts = {};
  for (const tag of tags) {
    counts[tag.name] = await Post.countDocuments({ tags: tag._id }); // want "javascript/orm-query-in-loop"
  }
  return counts;
}

module.exports = { commentsWithAuthors, tagCounts };
