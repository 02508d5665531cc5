// Tool sources for mcp-server-generator: its engine tests and the checks of the servers it generates.
export const plain = `get_weather(city: string, units?: "metric"|"imperial"): current weather for a city
convert_amount(amountPaise: integer, words?: boolean): an amount in words
ping(): checks the server`;

// A trimmed copy of the Swagger Petstore (OpenAPI 3.0) sample from swagger-api/swagger-petstore.
export const petstore = `openapi: 3.0.2
info:
  title: Swagger Petstore - OpenAPI 3.0
  description: A sample Pet Store Server based on the OpenAPI 3.0 specification.
  version: 1.0.17
paths:
  /pet:
    put:
      operationId: updatePet
      summary: Update an existing pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses: { '200': { description: ok } }
  /pet/findByStatus:
    get:
      operationId: findPetsByStatus
      summary: Finds Pets by status
      parameters:
        - name: status
          in: query
          required: false
          schema: { type: string, enum: [available, pending, sold], default: available }
      responses: { '200': { description: ok } }
  /pet/{petId}:
    get:
      operationId: getPetById
      summary: Find pet by ID
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer, format: int64 } }
      responses: { '200': { description: ok } }
    delete:
      operationId: deletePet
      summary: Deletes a pet
      parameters:
        - { name: api_key, in: header, schema: { type: string } }
        - { name: petId, in: path, required: true, schema: { type: integer } }
      responses: { '400': { description: bad } }
  /store/inventory:
    get:
      summary: Returns pet inventories by status
      responses: { '200': { description: ok } }
components:
  schemas:
    Category:
      type: object
      properties: { id: { type: integer }, name: { type: string } }
    Pet:
      required: [name, photoUrls]
      type: object
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        category: { $ref: '#/components/schemas/Category' }
        photoUrls: { type: array, items: { type: string } }
        tags: { type: array, items: { $ref: 'https://example.com/schemas/tag.json' } }
        status: { type: string, description: pet status in the store, enum: [available, pending, sold] }
`;
