resource "aws_instance" "web" {
  provider   = aws.west
  depends_on = [aws_s3_bucket.logs]
  lifecycle {
    ignore_changes = [tags]
  }
}

provider "aws" {
  alias  = "west"
  region = "us-west-2"
}
