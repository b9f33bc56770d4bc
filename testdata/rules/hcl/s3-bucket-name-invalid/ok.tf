resource "aws_s3_bucket" "uploads" {
  bucket = "acme-uploads-prod"
}

resource "aws_s3_bucket" "site" {
  bucket = "www.acme.com"
}

# built from variables: the value is not known here
resource "aws_s3_bucket" "logs" {
  bucket = "${var.project}-logs"
}

resource "aws_s3_bucket" "archive" {
  bucket_prefix = "acme-archive-"
}

# the bucket attribute of another resource names an existing bucket
resource "aws_s3_object" "index" {
  bucket = "acme-uploads-prod"
  key    = "Index.HTML"
  source = "index.html"
}

resource "aws_s3_bucket" "source" {
  bucket = "acme-source"

  replication_configuration {
    role = aws_iam_role.replication.arn

    rules {
      status = "Enabled"

      destination {
        bucket = "arn:aws:s3:::acme-replica"
      }
    }
  }
}
