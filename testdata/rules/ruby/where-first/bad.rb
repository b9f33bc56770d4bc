user = User.where(email: email).first # want "ruby/where-first"
