resource "aws_db_instance" "orders" {
  engine               = "mysql"
  instance_class       = "db.t3.micro"
  storage_encrypted    = true
  publicly_accessible  = false
  db_subnet_group_name = aws_db_subnet_group.private.name
}

resource "aws_db_instance" "legacy" {
  engine              = "mysql"
  instance_class      = "db.t2.micro"
  publicly_accessible = "false"
}
