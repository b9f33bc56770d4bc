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

resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  artifacts {
    type                = "S3"
    location            = aws_s3_bucket.artifacts.bucket
    encryption_disabled = true # want "hcl/unencrypted-storage: encryption_disabled = true"
  }
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = false # want "hcl/unencrypted-storage: enabled = false"
}
