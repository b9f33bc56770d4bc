resource "aws_ecr_repository" "api" { # want "hcl/ecr-mutable-tags"
  name = "api"
  image_scanning_configuration {
    scan_on_push = true
  }
}

resource "aws_ecr_repository" "worker" { # want "hcl/ecr-mutable-tags"
  name                 = "worker"
  image_tag_mutability = "MUTABLE"
  image_scanning_configuration {
    scan_on_push = true
  }
}
