resource "aws_db_instance" "app" { # want "hcl/default-parameter-group: parameter_group_name = \"default.mysql8.0\""
  identifier           = "app"
  engine               = "mysql"
  engine_version       = "8.0"
  instance_class       = "db.t4g.micro"
  allocated_storage    = 20
  parameter_group_name = "default.mysql8.0"
}

resource "aws_elasticache_cluster" "cache" { # want "hcl/default-parameter-group"
  cluster_id           = "cache"
  engine               = "redis"
  node_type            = "cache.t4g.micro"
  num_cache_nodes      = 1
  parameter_group_name = "default.redis7"
}
