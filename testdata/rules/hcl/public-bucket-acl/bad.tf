resource "aws_s3_bucket_acl" "assets" { # want "hcl/public-bucket-acl: Bucket ACL public-read"
  bucket = aws_s3_bucket.assets.id
  acl    = "public-read"
}

resource "google_storage_bucket_object" "report" { # want "hcl/public-bucket-acl"
  name           = "report.pdf"
  bucket         = google_storage_bucket.reports.name
  predefined_acl = "publicRead"
}

resource "aws_s3_bucket_acl" "grants" { # want "hcl/public-bucket-acl"
  bucket = aws_s3_bucket.site.id
  access_control_policy {
    grant {
      grantee {
        type = "Group"
        uri  = "http://acs.amazonaws.com/groups/global/AllUsers"
      }
      permission = "READ"
    }
    owner {
      id = data.aws_canonical_user_id.current.id
    }
  }
}
