def recent_posts(ids)
  Post.where(user_id: User.active.select(:id)).or(Post.where(id: ids.pluck(:id)))
end
