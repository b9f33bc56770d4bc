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

variable "db_public" {
  type    = bool
  default = false
}

variable "db_exposed" {
  type = bool
}

resource "aws_db_instance" "from_variable" {
  identifier          = "reports"
  instance_class      = "db.t4g.micro"
  publicly_accessible = var.db_public
}

resource "aws_db_instance" "caller_decides" {
  identifier          = "reports2"
  instance_class      = "db.t4g.micro"
  publicly_accessible = var.db_exposed
}
