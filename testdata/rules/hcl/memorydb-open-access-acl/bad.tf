resource "aws_memorydb_cluster" "sessions" { # want "hcl/memorydb-open-access-acl"
  name                     = "sessions"
  node_type                = "db.t4g.small"
  num_shards               = 1
  acl_name                 = "open-access"
  subnet_group_name        = aws_memorydb_subnet_group.private.id
  security_group_ids       = [aws_security_group.memorydb.id]
  snapshot_retention_limit = 7
}
