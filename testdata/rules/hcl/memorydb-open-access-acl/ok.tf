resource "aws_memorydb_user" "app" {
  user_name     = "app"
  access_string = "on ~app:* +@read +@write"

  authentication_mode {
    type      = "password"
    passwords = [var.memorydb_app_password]
  }
}

resource "aws_memorydb_acl" "app" {
  name       = "app"
  user_names = [aws_memorydb_user.app.user_name]
}

resource "aws_memorydb_cluster" "sessions" {
  name                     = "sessions"
  node_type                = "db.t4g.small"
  num_shards               = 1
  acl_name                 = aws_memorydb_acl.app.name
  subnet_group_name        = aws_memorydb_subnet_group.private.id
  security_group_ids       = [aws_security_group.memorydb.id]
  snapshot_retention_limit = 7
}
