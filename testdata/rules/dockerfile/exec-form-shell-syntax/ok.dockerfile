FROM node:20-slim
CMD ["sh", "-c", "npm run migrate && npm start"]
ENTRYPOINT ["/bin/bash", "-lc", "echo $HOME"]
RUN ["npm", "ci"]
CMD ["node", "server.js", "--port", "8080"]
CMD ["java", "-jar", "app.jar", "--server.port=${PORT}"]
RUN ["grep", "-E", "^api$", "/etc/hosts"]
