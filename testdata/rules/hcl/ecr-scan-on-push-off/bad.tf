resource "aws_ecr_repository" "api" { # want "hcl/ecr-scan-on-push-off"
  name                 = "api"
  image_tag_mutability = "IMMUTABLE"
}

resource "aws_ecr_repository" "worker" { # want "hcl/ecr-scan-on-push-off"
  name                 = "worker"
  image_tag_mutability = "IMMUTABLE"
  image_scanning_configuration {
    scan_on_push = false
  }
}
