pipeline {
    agent any
    parameters {
        string(name: 'BRANCH', defaultValue: 'main')
    }
    stages {
        stage('Build') {
            steps {
                sh 'git checkout "$BRANCH"'
                withEnv(["TITLE=${env.CHANGE_TITLE}"]) {
                    sh 'echo "Building $TITLE"'
                }
                sh "docker build -t app:${env.BUILD_NUMBER} ."
                echo "Building ${params.BRANCH}"
            }
        }
    }
}
