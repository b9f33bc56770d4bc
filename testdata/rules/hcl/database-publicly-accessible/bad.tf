resource "aws_db_instance" "orders" { # want "hcl/database-publicly-accessible"
  engine              = "mysql"
  instance_class      = "db.t3.micro"
  storage_encrypted   = true
  publicly_accessible = true
}

resource "aws_rds_cluster_instance" "reader" { # want "hcl/database-publicly-accessible"
  cluster_identifier  = aws_rds_cluster.main.id
  instance_class      = "db.r6g.large"
  publicly_accessible = true
}

# Terraform 0.11 style: the string "true" converts to the bool
resource "aws_db_instance" "legacy" { # want "hcl/database-publicly-accessible"
  engine              = "mysql"
  instance_class      = "db.t2.micro"
  publicly_accessible = "true"
}

variable "db_public" {
  type    = bool
  default = true
}

resource "aws_db_instance" "from_variable" { # want "hcl/database-publicly-accessible"
  identifier          = "reports"
  instance_class      = "db.t4g.micro"
  publicly_accessible = var.db_public
}
