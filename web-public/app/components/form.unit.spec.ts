import { CreateAdInput, LoginInput } from '@anonse/contracts';
import { ApiRequestError } from '../lib/api';
import { apiFieldErrors, contractResolver, setApiErrors } from './form';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('contractResolver', () => {
  it('answers the parsed values when the schema accepts them', async () => {
    const result = await contractResolver(async () => LoginInput, 'pl')({ login: ' ania ', password: 'x' }, undefined, options);
    expect(result).toEqual({ values: { login: 'ania', password: 'x' }, errors: {} });
  });
  it('gives nested field errors in the page language, "required" for the empty required fields', async () => {
    const resolver = contractResolver(async () => CreateAdInput, 'pl', { required: ['title', 'age'], requiredMessage: 'wymagane' });
    const { errors } = await resolver({ title: '', age: 200, prices: { hour: 1 } }, undefined, options);
    expect(errors).toMatchObject({ title: { message: 'wymagane' }, prices: { hour: { type: 'validation' } } });
    expect((errors as Record<string, { message: string }>).age?.message).not.toBe('wymagane');
  });
});

describe('API errors', () => {
  const apiError = new ApiRequestError(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: 'bad',
    errors: { 'fields.prices.hour': ['x', 'x'], title: ['y'], other: ['z'] },
  });

  it('strips a `fields.` prefix and repeated messages', () => {
    expect(apiFieldErrors(apiError)).toEqual({ 'prices.hour': ['x'], title: ['y'], other: ['z'] });
    expect(apiFieldErrors(new Error('network'))).toBeNull();
  });
  it('sets field errors on known fields, the rest as root errors', () => {
    const setError = jest.fn();
    expect(setApiErrors(apiError, setError, ['title', 'prices.hour'], 'failed')).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['prices.hour', { type: 'server', message: 'x' }],
      ['title', { type: 'server', message: 'y' }],
      ['root.fields', { type: 'server', message: 'z' }],
    ]);
    const general = jest.fn();
    expect(setApiErrors(new Error('network'), general, [], 'failed')).toBe(false);
    expect(general).toHaveBeenCalledWith('root.server', { type: 'server', message: 'failed' });
  });
});
