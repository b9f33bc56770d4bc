def recent_posts
  Post.where(user_id: User.active.pluck(:id)) # want "ruby/pluck-in-where"
end
