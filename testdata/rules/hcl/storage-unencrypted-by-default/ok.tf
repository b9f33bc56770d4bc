resource "aws_db_instance" "orders" {
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  allocated_storage = 20
  storage_encrypted = true
  kms_key_id        = aws_kms_key.db.arn
}

# A read replica inherits its source's encryption.
resource "aws_db_instance" "orders_replica" {
  replicate_source_db = aws_db_instance.orders.identifier
  instance_class      = "db.t3.micro"
}

# Encryption set from a variable: the module's caller decides.
resource "aws_rds_cluster" "reports" {
  engine            = "aurora-postgresql"
  storage_encrypted = var.encrypted
}

# Aurora Serverless v1 clusters are always encrypted.
resource "aws_rds_cluster" "adhoc" {
  engine      = "aurora-mysql"
  engine_mode = "serverless"
}

resource "aws_ebs_volume" "restored" {
  availability_zone = "eu-west-1a"
  snapshot_id       = aws_ebs_snapshot.data.id
}

resource "aws_efs_file_system" "shared" {
  creation_token = "shared"
  encrypted      = true
}

resource "aws_s3_bucket" "logs" {
  bucket = "logs"
}

resource "aws_elasticsearch_domain" "logs" {
  domain_name           = "logs"
  elasticsearch_version = "7.10"
  encrypt_at_rest {
    enabled = true
  }
}

resource "aws_sns_topic" "alerts" {
  name              = "alerts"
  kms_master_key_id = "alias/aws/sns"
}

resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  root_block_device {
    volume_size = 30
    encrypted   = true
  }
  ebs_block_device {
    device_name = "/dev/sdf"
    snapshot_id = aws_ebs_snapshot.data.id
  }
}

resource "aws_opensearch_domain" "search" {
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"
  encrypt_at_rest {
    enabled = true
  }
}

resource "aws_dax_cluster" "cache" {
  cluster_name       = "cache"
  iam_role_arn       = aws_iam_role.dax.arn
  node_type          = "dax.r4.large"
  replication_factor = 1
  server_side_encryption {
    enabled = true
  }
}

resource "aws_workspaces_workspace" "desk" {
  directory_id                   = aws_workspaces_directory.corp.id
  bundle_id                      = data.aws_workspaces_bundle.standard.id
  user_name                      = "jdoe"
  root_volume_encryption_enabled = true
  user_volume_encryption_enabled = true
  volume_encryption_key          = "alias/aws/workspaces"
}

resource "aws_launch_template" "web" {
  name_prefix   = "web-"
  image_id      = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  block_device_mappings {
    device_name = "/dev/xvda"
    ebs {
      volume_size = 20
      encrypted   = true
    }
  }
}
