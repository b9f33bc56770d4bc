resource "aws_elasticache_user" "app" {
  user_id       = "app"
  user_name     = "app"
  access_string = "on ~app:* +@read"
  engine        = "REDIS"
  authentication_mode {
    type      = "password"
    passwords = [var.redis_password]
  }
}
