import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { describe, expect, it } from 'vitest';
import {
  campaignFieldOrder,
  campaignValuesOf,
  fieldId,
  guideFieldOrder,
  isShowableImage,
  placeServerErrors,
  readCampaign,
  readGuide,
  usedImages,
} from './content-form.ts';

const text = (title: string) => ({ title, description: `${title} için açıklama metni` });
const campaign = (id: number, image: string): CampaignAdmin => ({
  id,
  image,
  imageWidth: 640,
  imageHeight: 360,
  link: null,
  active: true,
  sortOrder: id,
  isSample: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
  texts: { tr: text('Kampanya'), en: text('Campaign'), ar: text('حملة جديدة') },
});

describe('the campaign form', () => {
  it('sends trimmed texts and turns an empty link into none', () => {
    const values = campaignValuesOf(campaign(1, '/images/campaigns/a.svg'));
    values.texts.tr.title = '  Yeni başlık  ';
    values.link = '   ';
    const { edit, errors } = readCampaign(values);
    expect(errors).toEqual({});
    expect(edit?.texts.tr.title).toBe('Yeni başlık');
    expect(edit?.link).toBeNull();
  });

  it("checks with the API's schema and names each field with a text key of its own", () => {
    const values = campaignValuesOf(null);
    values.texts.en.title = 'ab';
    values.texts.ar.description = 'x'.repeat(601);
    values.image = 'https://evil.example/x.png';
    values.link = 'javascript:alert(1)';
    const { edit, errors } = readCampaign(values);
    expect(edit).toBeNull();
    expect(errors['texts.tr.title']).toEqual({ key: 'cms:validation.required' });
    expect(errors['texts.en.title']).toEqual({ key: 'cms:validation.tooShort', values: { min: 3 } });
    expect(errors['texts.ar.description']).toEqual({ key: 'cms:validation.tooLong', values: { max: 600 } });
    expect(errors.image).toEqual({ key: 'cms:validation.image' });
    expect(errors.link).toEqual({ key: 'cms:validation.link' });
  });

  it('orders the fields as the dialog shows them and makes ids of their paths', () => {
    expect(campaignFieldOrder().slice(0, 4)).toEqual([
      'texts.tr.title',
      'texts.en.title',
      'texts.ar.title',
      'texts.tr.description',
    ]);
    expect(campaignFieldOrder().slice(-2)).toEqual(['image', 'link']);
    expect(guideFieldOrder()).toHaveLength(21);
    expect(fieldId('r1', 'texts.ar.title')).toBe('r1-texts-ar-title');
  });

  it('shows an image only from the site, and offers each image in use once', () => {
    expect(isShowableImage('/images/campaigns/ihtiyac.svg')).toBe(true);
    expect(isShowableImage('//evil.example/x.svg')).toBe(false);
    expect(isShowableImage('/images/x.svg?onerror=1')).toBe(false);
    const list = [campaign(1, '/images/campaigns/b.svg'), campaign(2, '/images/campaigns/a.svg')];
    expect(usedImages([...list, campaign(3, '/images/campaigns/a.svg')])).toEqual([
      '/images/campaigns/a.svg',
      '/images/campaigns/b.svg',
    ]);
  });
});

describe('the guide form', () => {
  it('refuses a slug that is not lower-case words joined by hyphens', () => {
    const guideText = {
      slug: 'kredi-rehberi',
      title: 'Kredi rehberi',
      description: 'Kredi hakkında bilinmesi gerekenler',
      introTitle: 'Giriş',
      introSubtitle: 'Alt başlık',
      introParagraph: 'Giriş paragrafının metni burada.',
      content: '<p>İçerik metni burada.</p>',
    };
    const values = {
      image: '/images/guides/kredi.svg',
      active: true,
      texts: { tr: guideText, en: { ...guideText, slug: 'Credit Guide' }, ar: guideText },
    };
    const { edit, errors } = readGuide(values);
    expect(edit).toBeNull();
    expect(errors).toEqual({ 'texts.en.slug': { key: 'cms:validation.slug' } });
    expect(readGuide({ ...values, texts: { ...values.texts, en: guideText } }).edit).not.toBeNull();
  });
});

describe("the server's messages", () => {
  it('go under the field they name, the others to the top of the dialog', () => {
    const fields = guideFieldOrder();
    const placed = placeServerErrors(
      [
        'texts.en.slug: Bu bağlantı adı başka bir rehberde veya dilde kullanılıyor.',
        'texts.ar.content: İzin verilmeyen biçimlendirme temizlendikten sonra içerik boş kaldı.',
        'unknown.field: Geçersiz değer.',
        'Sıralama, mevcut kampanyaların her birini tam olarak bir kez içermelidir.',
      ],
      fields,
    );
    expect(placed.errors).toEqual({
      'texts.en.slug': 'Bu bağlantı adı başka bir rehberde veya dilde kullanılıyor.',
      'texts.ar.content': 'İzin verilmeyen biçimlendirme temizlendikten sonra içerik boş kaldı.',
    });
    expect(placed.rest).toEqual([
      'unknown.field: Geçersiz değer.',
      'Sıralama, mevcut kampanyaların her birini tam olarak bir kez içermelidir.',
    ]);
  });
});
