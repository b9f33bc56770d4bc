resource "aws_instance" "web" { # want "hcl/detailed-monitoring-unset"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
}

resource "aws_launch_template" "workers" { # want "hcl/detailed-monitoring-unset"
  name_prefix   = "workers-"
  image_id      = data.aws_ami.al2023.id
  instance_type = "m6i.large"
}

resource "aws_db_instance" "orders" { # want "hcl/detailed-monitoring-unset"
  engine         = "postgres"
  instance_class = "db.t3.micro"
}

resource "aws_rds_cluster_instance" "reader" { # want "hcl/detailed-monitoring-unset"
  cluster_identifier = aws_rds_cluster.main.id
  instance_class     = "db.r6g.large"
  engine             = aws_rds_cluster.main.engine
}
