resource "aws_s3_bucket_versioning" "reports" {
  bucket = aws_s3_bucket.reports.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket" "legacy" {
  bucket = "legacy-reports"
  versioning {
    enabled = true
  }
}

resource "digitalocean_spaces_bucket" "assets" {
  name   = "assets"
  region = "ams3"
  versioning {
    enabled = true
  }
}
