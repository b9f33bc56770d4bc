resource "aws_elasticache_user" "app" { # want "hcl/unauthenticated-access-enabled"
  user_id              = "app"
  user_name            = "app"
  access_string        = "on ~* +@all"
  engine               = "REDIS"
  no_password_required = true
}
