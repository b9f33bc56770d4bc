resource "aws_db_instance" "orders" {
  engine              = "mysql"
  instance_class      = "db.t3.micro"
  storage_encrypted   = true
  publicly_accessible = true # want "hcl/database-publicly-accessible"
}

resource "aws_rds_cluster_instance" "reader" {
  cluster_identifier  = aws_rds_cluster.main.id
  instance_class      = "db.r6g.large"
  publicly_accessible = true # want "hcl/database-publicly-accessible"
}
