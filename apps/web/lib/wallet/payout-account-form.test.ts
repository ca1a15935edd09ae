import { describe, expect, it } from 'vitest';
import {
  accountSummary,
  fieldsOf,
  payoutAccountBody,
  payoutDetails,
  payoutFieldProblems,
} from './payout-account-form.ts';

describe('payout account form', () => {
  it('asks a bKash account for its wallet number only', () => {
    expect(fieldsOf('bkash').map((field) => field.key)).toEqual(['wallet_number']);
    expect(payoutFieldProblems('bkash', { wallet_number: ' 01712345678 ' })).toEqual({});
    expect(payoutFieldProblems('bkash', { wallet_number: '' })).toEqual({
      wallet_number: 'required',
    });
    expect(payoutFieldProblems('bkash', { wallet_number: '01212345678' })).toEqual({
      wallet_number: 'pattern',
    });
    expect(payoutFieldProblems('bkash', { wallet_number: '0171234567' })).toEqual({
      wallet_number: 'pattern',
    });
  });

  it('asks a bank account for its holder, number, bank, branch and routing number', () => {
    const bank = {
      account_name: 'Nusrat Jahan',
      account_number: '1234567890',
      bank_name: 'Dutch-Bangla Bank',
      branch_name: 'Dhanmondi',
      routing_number: '090261234',
    };
    expect(payoutFieldProblems('bank_transfer', bank)).toEqual({});
    expect(payoutFieldProblems('bank_transfer', { ...bank, routing_number: '0902' })).toEqual({
      routing_number: 'pattern',
    });
    expect(payoutFieldProblems('bank_transfer', { ...bank, account_number: '12-34' })).toEqual({
      account_number: 'pattern',
    });
    // The API takes 8 to 20 digits.
    expect(payoutFieldProblems('bank_transfer', { ...bank, account_number: '1234567' })).toEqual({
      account_number: 'pattern',
    });
    expect(payoutFieldProblems('bank_transfer', {})).toEqual({
      account_name: 'required',
      account_number: 'required',
      bank_name: 'required',
      branch_name: 'required',
      routing_number: 'required',
    });
  });

  it('has no form for a gateway it does not know', () => {
    expect(fieldsOf('bank')).toEqual([]);
  });

  it('sends the gateway’s fields trimmed, without stray values', () => {
    expect(
      payoutDetails('bank_transfer', {
        account_name: ' Nusrat ',
        account_number: '12345678',
        bank_name: 'DBBL',
        branch_name: 'Mirpur',
        routing_number: ' 090261234',
        wallet_number: '01712345678',
      }),
    ).toEqual({
      account_name: 'Nusrat',
      account_number: '12345678',
      bank_name: 'DBBL',
      branch_name: 'Mirpur',
      routing_number: '090261234',
    });
    expect(payoutAccountBody('bkash', { wallet_number: '01712345678 ', bank_name: 'x' })).toEqual({
      gateway: 'bkash',
      details: { wallet_number: '01712345678' },
    });
  });
});

describe('accountSummary', () => {
  it('names a bKash account by its number and a bank account by bank and last digits', () => {
    expect(accountSummary({ gateway: 'bkash', details: { wallet_number: '01712345678' } })).toBe(
      '01712345678',
    );
    expect(
      accountSummary({
        gateway: 'bank_transfer',
        details: { bank_name: 'DBBL', account_number: '1234567890', account_name: 'N' },
      }),
    ).toBe('DBBL · ••7890');
  });
});
