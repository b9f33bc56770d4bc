user = User.where(email: email).take # want "ruby/where-first"
token = ApiToken.where(digest: digest, revoked: false).take # want "ruby/where-first"
