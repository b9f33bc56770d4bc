resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
  monitoring    = true
}

resource "aws_instance" "from_template" {
  launch_template {
    id      = aws_launch_template.workers.id
    version = "$Latest"
  }
}

resource "aws_launch_template" "workers" {
  name_prefix   = "workers-"
  image_id      = data.aws_ami.al2023.id
  instance_type = "m6i.large"
  monitoring {
    enabled = true
  }
}

resource "aws_db_instance" "orders" {
  engine              = "postgres"
  instance_class      = "db.t3.micro"
  monitoring_interval = 60
  monitoring_role_arn = aws_iam_role.rds_monitoring.arn
}

resource "aws_rds_cluster_instance" "reader" {
  cluster_identifier  = aws_rds_cluster.main.id
  instance_class      = "db.r6g.large"
  engine              = aws_rds_cluster.main.engine
  monitoring_interval = var.monitoring_interval
}
