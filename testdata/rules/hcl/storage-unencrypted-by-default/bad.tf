resource "aws_db_instance" "orders" { # want "hcl/storage-unencrypted-by-default: aws_db_instance does not set encryption at rest"
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  allocated_storage = 20
  username          = "app"
  password          = var.db_password
}

resource "aws_rds_cluster" "reports" { # want "hcl/storage-unencrypted-by-default"
  engine          = "aurora-postgresql"
  master_username = "app"
}

resource "aws_efs_file_system" "shared" { # want "hcl/storage-unencrypted-by-default"
  creation_token = "shared"
}

resource "aws_ebs_volume" "data" { # want "hcl/storage-unencrypted-by-default"
  availability_zone = "eu-west-1a"
  size              = 100
}

resource "aws_docdb_cluster" "catalog" { # want "hcl/storage-unencrypted-by-default: aws_docdb_cluster"
  cluster_identifier = "catalog"
  engine             = "docdb"
}

resource "aws_elasticsearch_domain" "logs" { # want "hcl/storage-unencrypted-by-default"
  domain_name           = "logs"
  elasticsearch_version = "7.10"
}

resource "aws_sns_topic" "alerts" { # want "hcl/storage-unencrypted-by-default: aws_sns_topic"
  name = "alerts"
}

resource "aws_instance" "web" { # want "hcl/storage-unencrypted-by-default: root_block_device does not set encryption"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  root_block_device {
    volume_size = 30
  }
}

resource "aws_opensearch_domain" "search" { # want "hcl/storage-unencrypted-by-default: aws_opensearch_domain"
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"
}

resource "aws_dax_cluster" "cache" { # want "hcl/storage-unencrypted-by-default: aws_dax_cluster"
  cluster_name       = "cache"
  iam_role_arn       = aws_iam_role.dax.arn
  node_type          = "dax.r4.large"
  replication_factor = 1
}

resource "aws_workspaces_workspace" "desk" { # want "hcl/storage-unencrypted-by-default: aws_workspaces_workspace"
  directory_id = aws_workspaces_directory.corp.id
  bundle_id    = data.aws_workspaces_bundle.standard.id
  user_name    = "jdoe"
}

resource "aws_launch_template" "web" { # want "hcl/storage-unencrypted-by-default: ebs does not set encryption"
  name_prefix   = "web-"
  image_id      = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  block_device_mappings {
    device_name = "/dev/xvda"
    ebs {
      volume_size = 20
    }
  }
}
