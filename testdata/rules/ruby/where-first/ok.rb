user = User.find_by(email: email)
latest = User.where(active: true).order(:created_at).first
