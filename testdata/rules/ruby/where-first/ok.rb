user = User.find_by(email: email)
latest = User.where(active: true).order(:created_at).first
# first orders by the primary key: with several admins it is the oldest, and find_by would take any one.
admin = User.where(is_admin: true).first
tag = Tag.where(tag: t).first
sample = User.where(active: true).take(5)
