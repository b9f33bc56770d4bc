FROM node:20-slim
CMD ["npm", "run", "migrate", "&&", "npm", "start"] # want "dockerfile/exec-form-shell-syntax"
ENTRYPOINT ["echo", "$HOME"] # want "dockerfile/exec-form-shell-syntax"
CMD ["node", "$APP_HOME/server.js"] # want "dockerfile/exec-form-shell-syntax"
RUN ["${JAVA_HOME}/bin/java", "-Xshare:dump"] # want "dockerfile/exec-form-shell-syntax"
