resource "aws_instance" "app" {
  ami           = data.aws_ami.al2023.id
  instance_type = "m5.large"
  ebs_optimized = true
}

resource "aws_db_instance" "orders" {
  identifier            = "orders"
  engine                = "postgres"
  instance_class        = "db.t4g.medium"
  copy_tags_to_snapshot = true
}

resource "aws_elb" "web" {
  name                        = "web"
  availability_zones          = ["eu-west-1a", "eu-west-1b"]
  connection_draining         = true
  connection_draining_timeout = 300
}

# left out: the provider's default, not a choice written down
resource "aws_instance" "bastion" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
}

# a T2 instance cannot be EBS-optimized: false is the only value it takes
resource "aws_instance" "build" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t2.micro"
  ebs_optimized = false
}
