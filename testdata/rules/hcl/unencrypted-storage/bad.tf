resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 100
  encrypted         = false # want "hcl/unencrypted-storage: encrypted = false"
}

resource "aws_db_instance" "main" {
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = false # want "hcl/unencrypted-storage"
}
