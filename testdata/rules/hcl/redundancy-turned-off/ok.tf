resource "aws_db_instance" "orders" {
  engine         = "postgres"
  instance_class = "db.m6g.large"
  multi_az       = true
}

resource "aws_lb" "nlb" {
  name                             = "nlb"
  load_balancer_type               = "network"
  enable_cross_zone_load_balancing = true
}

# Multi-AZ for an MQ broker is spelled differently; a Redshift flag of the same name is another service's
resource "aws_redshift_cluster" "dw" {
  cluster_identifier = "dw"
  node_type          = "ra3.xlplus"
  multi_az           = false
}
