resource "aws_instance" "legacy" { # want "hcl/previous-generation-instance: m3.medium is a previous-generation type"
  ami           = data.aws_ami.al2023.id
  instance_type = "m3.medium"
}

resource "aws_db_instance" "legacy" { # want "hcl/previous-generation-instance: db.r3.large"
  engine            = "postgres"
  instance_class    = "db.r3.large"
  storage_encrypted = true
}

resource "aws_elasticache_cluster" "legacy" { # want "hcl/previous-generation-instance: cache.m3.medium"
  cluster_id      = "legacy"
  engine          = "memcached"
  node_type       = "cache.m3.medium"
  num_cache_nodes = 1
}
