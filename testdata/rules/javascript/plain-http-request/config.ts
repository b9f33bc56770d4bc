import axios from 'axios';

export const api = axios.create({ baseURL: 'http://api.shop.com/v1' }); // want "plain-http-request"

export async function load(id: string) {
  return axios({ url: 'http://api.shop.com/items', method: 'get', params: { id } }); // want "plain-http-request"
}
