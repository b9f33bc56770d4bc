resource "aws_s3_bucket" "uploads" { # want "hcl/s3-bucket-name-invalid: bucket = Acme_Uploads"
  bucket = "Acme_Uploads"
}

resource "aws_s3_bucket" "logs" { # want "hcl/s3-bucket-name-invalid: bucket = acme-logs-"
  bucket = "acme-logs-"
}

resource "aws_s3_bucket" "site" { # want "hcl/s3-bucket-name-invalid: bucket = www..acme.com"
  bucket = "www..acme.com"
}
