resource "aws_db_instance" "app" {
  identifier           = "app"
  engine               = "mysql"
  instance_class       = "db.t4g.micro"
  parameter_group_name = aws_db_parameter_group.mysql8.name
}

resource "aws_elasticache_cluster" "cache" {
  cluster_id           = "cache"
  engine               = "redis"
  parameter_group_name = "app-redis7"
}
