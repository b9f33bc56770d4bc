resource "aws_s3_bucket_versioning" "reports" { # want "hcl/s3-versioning-disabled"
  bucket = aws_s3_bucket.reports.id
  versioning_configuration {
    status = "Suspended"
  }
}

resource "aws_s3_bucket" "legacy" { # want "hcl/s3-versioning-disabled"
  bucket = "legacy-reports"
  versioning {
    enabled = false
  }
}

resource "digitalocean_spaces_bucket" "assets" { # want "hcl/s3-versioning-disabled"
  name   = "assets"
  region = "ams3"
  versioning {
    enabled = false
  }
}

variable "versioning" {
  default = "Suspended"
}

resource "aws_s3_bucket_versioning" "by_variable" { # want "hcl/s3-versioning-disabled"
  bucket = aws_s3_bucket.reports.id
  versioning_configuration {
    status = var.versioning
  }
}
